// The filters of the application list: search by name or receipt number, round (모집), term, track, department, date range.
import { DateInput, SearchInput, SelectInput } from 'react-admin';
import { departmentChoices, termChoices, trackChoices } from './statuses';
import { RoundFilter } from './RoundFilter';

export const applicationFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="성명·접수번호 검색" />,
  <RoundFilter key="roundId" source="roundId" label="모집" alwaysOn />,
  <SelectInput key="term" source="term" label="모집학기" choices={termChoices()} alwaysOn emptyText="전체 학기" />,
  <SelectInput key="track" source="track" label="과정" choices={trackChoices} emptyText="전체 과정" />,
  <SelectInput
    key="department"
    source="department"
    label="지원학과"
    choices={departmentChoices}
    emptyText="전체 학과"
  />,
  <SelectInput
    key="supplement"
    source="supplement"
    label="서류 보완"
    choices={[{ id: 'waiting', name: '보완 제출 확인 대기' }]}
    emptyText="전체"
  />,
  <DateInput key="submittedFrom" source="submittedFrom" label="접수일(부터)" />,
  <DateInput key="submittedTo" source="submittedTo" label="접수일(까지)" />,
];
