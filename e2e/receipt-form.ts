// Filling the application form in a browser test, shared by the receipt tests.
import type { Page } from 'playwright-core';

export const essay =
  '대학 졸업 후 부모님이 세운 금형 회사에 입사해 생산관리, 품질, 영업을 두루 맡아 왔습니다. 회사를 이어받을 준비를 하면서 재무와 조직 운영을 체계적으로 배울 필요를 느꼈고, 같은 고민을 가진 경영자들과 함께 공부하고 싶어 지원합니다.';

export async function agree(page: Page, name: string, value: 'yes' | 'no') {
  await page.locator(`input[name="${name}"][value="${value}"]`).check();
}

export async function fillForm(page: Page) {
  await page.selectOption('#f-department', 'succession');
  await page.fill('#f-name', '정하늘');
  await page.fill('#f-nameEn', 'Jung Haneul');
  await page.fill('#f-birthDate', '1988-05-20');
  await page.locator('input[name="gender"][value="F"]').check();
  await page.fill('#f-mobile', '010-9876-5432');
  await page.fill('#f-email', 'haneul@example.com');
  await page.fill('#f-postalCode', '06978');
  await page.fill('#f-address', '서울특별시 동작구 상도로 369');
  await page.fill('#f-school', '한빛대학교');
  await page.fill('#f-major', '산업공학');
  await page.selectOption('#f-degree', 'bachelor');
  await page.locator('input[name="degreeStatus"][value="graduated"]').check();
  await page.fill('#f-eduStart', '2007-03');
  await page.fill('#f-eduEnd', '2011-02');
  await page.fill('#f-company', '하늘금형(주)');
  await page.fill('#f-position', '상무');
  await page.fill('#f-careerYears', '13');
  await page.selectOption('#f-industry', 'manufacturing');
  await page.locator('input[name="careerRole"][value="executive"]').check();
  await page.fill('#f-essayIntro', essay);
  await page.fill('#f-essayPlan', essay);
}
