// The FAQ entry's form: the question and answer in Korean, their Chinese texts for /china/faq (an entry shows there
// only with both), the category it is grouped under, its order and whether it shows.
import { BooleanInput, Create, Edit, NumberInput, SimpleForm, TextInput, required } from 'react-admin';
import { RichTextEditor } from '../editor/RichTextEditor';

const EDITABLE = ['question', 'answer', 'questionZh', 'answerZh', 'category', 'order', 'visible'];
const toPayload = (data: Record<string, unknown>) =>
  Object.fromEntries(
    EDITABLE.filter((k) => data[k] !== undefined && !(k === 'order' && data[k] === null)).map((k) => [
      k,
      data[k] ?? '',
    ]),
  );

function FaqForm() {
  return (
    <SimpleForm>
      <TextInput source="question" validate={required('질문을 입력해주세요.')} fullWidth />
      <RichTextEditor source="answer" validate={required('답변을 입력해주세요.')} fullWidth />
      <TextInput source="category" helperText="같은 분류끼리 묶어 보여줍니다. 비워두면 '일반'입니다." fullWidth />
      <NumberInput
        source="order"
        min={0}
        helperText="작은 수가 먼저 보입니다. 비워두면 같은 분류의 맨 뒤에 놓입니다."
      />
      <BooleanInput source="visible" helperText="끄면 홈페이지에 보이지 않습니다." />
      <TextInput source="questionZh" helperText="중국 MBA 페이지(/china/faq)에 보일 중국어 질문" fullWidth />
      <RichTextEditor
        source="answerZh"
        lang="zh-Hans"
        helperText="중국어 질문과 답변이 모두 있어야 /china/faq에 보입니다."
        fullWidth
      />
    </SimpleForm>
  );
}

export function FaqCreate() {
  return (
    <Create
      title="자주 묻는 질문 추가"
      redirect="list"
      transform={toPayload}
      record={{ question: '', answer: '', questionZh: '', answerZh: '', category: '', visible: true }}
    >
      <FaqForm />
    </Create>
  );
}

export function FaqEdit() {
  return (
    <Edit title="자주 묻는 질문 수정" mutationMode="pessimistic" redirect="list" transform={toPayload}>
      <FaqForm />
    </Edit>
  );
}
