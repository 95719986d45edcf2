// The shape of a department page: aim, curriculum table, careers.
export interface Course {
  area: '공통필수' | '전공필수' | '전공선택';
  name: string;
  credits: number;
  /** 1~4: the semester in which the course is usually taken. */
  semester: number;
}

export interface Department {
  slug: string;
  name: string;
  /** One sentence for the department list on the home page and the roadmap. */
  tagline: string;
  overview: string;
  aims: string[];
  courses: Course[];
  careers: string[];
  /** Who the department is for. */
  audience: string[];
}
