import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { DeclineKind, StatusCode } from '../../domain/application-status.js';
import type { ApplicationLocale, TrackCode } from '../../domain/programs.js';

/** One consent as given: agreed or not, when, and which text version was shown. */
export interface ConsentRecord {
  agreed: boolean;
  at: string;
  version: string;
}

export class Application extends Model<InferAttributes<Application>, InferCreationAttributes<Application>> {
  declare id: CreationOptional<number>;
  declare receiptNo: string;
  declare idempotencyKey: string;
  declare locale: ApplicationLocale;
  declare term: string;
  /** The round applied to (null only for applications older than the rounds). */
  declare roundId: number | null;
  declare track: TrackCode;
  declare department: string | null;
  declare status: CreationOptional<StatusCode>;
  declare name: string;
  declare nameEn: string;
  declare birthDate: string;
  declare gender: 'M' | 'F';
  declare nationality: string;
  declare mobile: string;
  declare email: string;
  declare postalCode: string | null;
  declare address: string;
  declare addressDetail: string | null;
  declare school: string;
  declare major: string;
  declare degree: string;
  declare degreeStatus: string;
  declare eduStart: string;
  declare eduEnd: string;
  declare company: string | null;
  declare companyDept: string | null;
  declare position: string | null;
  declare careerYears: number | null;
  declare industry: string | null;
  declare careerRole: string | null;
  declare topikLevel: number | null;
  declare essayIntro: string;
  declare essayPlan: string;
  declare consents: Record<string, ConsentRecord>;
  declare lookupHash: string;
  declare memo: CreationOptional<string>;
  declare applicantNote: CreationOptional<string>;
  declare submitIp: string | null;
  /** 대리 접수: the staff member who entered this paper application in the admin (null: submitted online). */
  declare keyedBy: CreationOptional<number | null>;
  /** HMAC of what the first submit with this idempotency key sent (fields and document bytes). */
  declare submitHash: CreationOptional<string | null>;
  /** 수험번호, assigned by staff with the interview. */
  declare examNo: CreationOptional<string | null>;
  declare interviewAt: CreationOptional<Date | null>;
  declare interviewPlace: CreationOptional<string | null>;
  /** The place in Chinese (the timetable's room name), and the slot's end: set by the interview timetable. */
  declare interviewPlaceZh: CreationOptional<string | null>;
  declare interviewEndsAt: CreationOptional<Date | null>;
  /** 입금 확인: when and by whom the fee was marked paid. */
  declare feePaidAt: CreationOptional<Date | null>;
  declare feePaidBy: CreationOptional<string | null>;
  /** What arrived (in won), the depositor's name as the bank shows it, and the day (YYYY-MM-DD); null: not told. */
  declare feeAmount: CreationOptional<number | null>;
  declare feeDepositor: CreationOptional<string | null>;
  declare feePaidOn: CreationOptional<string | null>;
  /** The refund account (은행, 계좌번호, 예금주), personal data: asked at submit or in the look-up. */
  declare refundBank: CreationOptional<string | null>;
  declare refundAccount: CreationOptional<string | null>;
  declare refundHolder: CreationOptional<string | null>;
  /** 예비 순위 (from the results import); kept after an offer of 추가합격. */
  declare waitlistRank: CreationOptional<number | null>;
  /** 추가합격: admitted from the waitlist by an offer. */
  declare additional: CreationOptional<boolean>;
  declare offeredAt: CreationOptional<Date | null>;
  /** The offer's deadline to register; past it without registration the offer lapses (등록포기, 미응답). */
  declare offerRespondBy: CreationOptional<Date | null>;
  /** 등록: when staff recorded it, what was paid and on which day (YYYY-MM-DD). */
  declare registeredAt: CreationOptional<Date | null>;
  declare registrationAmount: CreationOptional<number | null>;
  declare registrationPaidAt: CreationOptional<string | null>;
  /** 등록포기: when, who (the applicant in the look-up, staff, or the offer's lapse) and why. */
  declare declinedAt: CreationOptional<Date | null>;
  declare declineKind: CreationOptional<DeclineKind | null>;
  declare declineReason: CreationOptional<string | null>;
  /** 지원 취소: when and why (the applicant's own words). */
  declare withdrawnAt: CreationOptional<Date | null>;
  declare withdrawReason: CreationOptional<string | null>;
  /** When the look-up password last changed (a reset): look-up sessions opened before it no longer open anything. */
  declare lookupChangedAt: CreationOptional<Date | null>;
  declare submittedAt: CreationOptional<Date>;
  declare statusChangedAt: CreationOptional<Date>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const str = (n: number, allowNull = false) => ({ type: DataTypes.STRING(n), allowNull });
    Application.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        receiptNo: str(20),
        idempotencyKey: { type: DataTypes.UUID, allowNull: false },
        locale: str(10),
        term: str(10),
        roundId: DataTypes.INTEGER,
        track: str(20),
        department: str(40, true),
        status: { type: DataTypes.STRING(20), defaultValue: 'received' },
        name: str(50),
        nameEn: str(100),
        birthDate: { type: DataTypes.DATEONLY, allowNull: false },
        gender: { type: DataTypes.CHAR(1), allowNull: false },
        nationality: str(50),
        mobile: str(30),
        email: str(254),
        postalCode: str(10, true),
        address: str(200),
        addressDetail: str(200, true),
        school: str(100),
        major: str(100),
        degree: str(20),
        degreeStatus: str(20),
        eduStart: { type: DataTypes.CHAR(7), allowNull: false },
        eduEnd: { type: DataTypes.CHAR(7), allowNull: false },
        company: str(100, true),
        companyDept: str(100, true),
        position: str(50, true),
        careerYears: DataTypes.SMALLINT,
        industry: str(30, true),
        careerRole: str(20, true),
        topikLevel: DataTypes.SMALLINT,
        essayIntro: { type: DataTypes.TEXT, allowNull: false },
        essayPlan: { type: DataTypes.TEXT, allowNull: false },
        consents: { type: DataTypes.JSONB, allowNull: false },
        lookupHash: { type: DataTypes.TEXT, allowNull: false },
        memo: { type: DataTypes.TEXT, defaultValue: '' },
        applicantNote: { type: DataTypes.TEXT, defaultValue: '' },
        submitIp: str(64, true),
        keyedBy: DataTypes.INTEGER,
        submitHash: { type: DataTypes.CHAR(64), allowNull: true },
        examNo: str(20, true),
        interviewAt: DataTypes.DATE,
        interviewPlace: str(200, true),
        interviewPlaceZh: str(200, true),
        interviewEndsAt: DataTypes.DATE,
        feePaidAt: DataTypes.DATE,
        feePaidBy: str(50, true),
        feeAmount: DataTypes.INTEGER,
        feeDepositor: str(50, true),
        feePaidOn: DataTypes.DATEONLY,
        refundBank: str(30, true),
        refundAccount: str(30, true),
        refundHolder: str(50, true),
        waitlistRank: DataTypes.INTEGER,
        additional: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        offeredAt: DataTypes.DATE,
        offerRespondBy: DataTypes.DATE,
        registeredAt: DataTypes.DATE,
        registrationAmount: DataTypes.INTEGER,
        registrationPaidAt: DataTypes.DATEONLY,
        declinedAt: DataTypes.DATE,
        declineKind: str(10, true),
        declineReason: str(500, true),
        withdrawnAt: DataTypes.DATE,
        withdrawReason: str(500, true),
        lookupChangedAt: DataTypes.DATE,
        submittedAt: DataTypes.DATE,
        statusChangedAt: DataTypes.DATE,
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      // The look-up hash is never loaded unless a look-up asks for it.
      {
        sequelize,
        modelName: 'Application',
        tableName: 'applications',
        defaultScope: { attributes: { exclude: ['lookupHash', 'submitHash'] } },
        scopes: {
          withLookup: { attributes: { include: ['lookupHash'] } },
          withSubmitHash: { attributes: { include: ['submitHash'] } },
        },
      },
    );
  }
}
