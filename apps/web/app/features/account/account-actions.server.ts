import type { CallDefinition } from "@isp/contracts/http/define-call";
import { type AccountPage, accountPagePath } from "@isp/contracts/identity/account-pages";
import {
  ConfirmCustomerLinkCall,
  SkipCustomerLinkCall,
  StartCustomerLinkCall,
} from "@isp/contracts/identity/customer-link";
import {
  AbortInteractionCall,
  type CodeSent,
  GetInteractionCall,
  InteractionParamsSchema,
  type NextStep,
} from "@isp/contracts/identity/interaction";
import { ConfirmPasswordResetCall, StartPasswordResetCall } from "@isp/contracts/identity/password-reset";
import { ConfirmRegistrationCall, StartRegistrationCall } from "@isp/contracts/identity/registration";
import { SignInCall } from "@isp/contracts/identity/sign-in";
import type { Language } from "@isp/contracts/languages";
import { type ActionFunctionArgs, data, redirect, redirectDocument } from "react-router";
import { type SendResult, sendForm } from "../../api/call-api";
import { getRequestLanguage } from "../../i18n/language.server";
import { type AccountFailure, NO_FAILURE } from "./account-failure";
import { codeStepSearch } from "./code-step";

// The longest form (registration) is well under 2 KB, even with a long name in Khmer.
const MAX_FORM_BYTES = 16 * 1024;

/** Statuses whose answer carries a message written for the person (not a system error). */
const PERSON_MESSAGE_STATUSES = new Set([400, 401, 403, 404, 409, 429]);

type Context = {
  uid: string;
  language: Language;
  /** The visitor's address, which the web server put there: the API limits sign-ins per client. */
  clientIp: string | null;
  /** This page's path, where the code step of a flow is shown. */
  pathname: string;
  form: FormData;
};

type FailureAnswer = ReturnType<typeof data<AccountFailure>>;
type ActionResult = Response | FailureAnswer;
type Handler = (context: Context) => Promise<ActionResult>;

/** A text field of the form; a file or a missing field is empty. */
function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

async function readForm(request: Request): Promise<FormData> {
  const declaredLength = request.headers.get("content-length");
  if (declaredLength !== null && Number(declaredLength) > MAX_FORM_BYTES) throw data(null, { status: 413 });
  // A body that is no form at all is the sender's mistake, not a server error.
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  return form;
}

async function isInteractionAlive({ uid, language }: Context): Promise<boolean> {
  const result = await sendForm(GetInteractionCall, { params: { uid }, language });
  return result.isOk || result.status !== 404;
}

function failure(status: number, fields: Partial<AccountFailure>): FailureAnswer {
  return data({ ...NO_FAILURE, ...fields }, { status });
}

/** The parts every call of the interaction has: its uid, the page's language, the visitor's address. */
function callInput({ uid, language, clientIp }: Context) {
  return { params: { uid }, language, clientIp };
}

/**
 * Goes on with a call's answer; a refusal comes back as the page's failure, with what the person
 * typed (`values`) to fill in again.
 */
async function answer<T>(
  context: Context,
  call: CallDefinition,
  result: SendResult<T>,
  values: Record<string, string>,
  goOn: (answer: T) => Response,
): Promise<ActionResult> {
  if (result.isOk) return goOn(result.data);
  // A 404 is the interaction's end, or (linking) an unknown customer: only the API knows which.
  if (result.status === 404 && !(await isInteractionAlive(context))) {
    return failure(404, { isExpired: true, message: result.message });
  }
  if (!PERSON_MESSAGE_STATUSES.has(result.status)) {
    console.error(
      `account pages: ${call.method} ${call.path} failed (API status ${result.status || "none"})`,
    );
    return failure(502, { values });
  }
  return failure(result.status, {
    isSignInRequired: result.status === 403,
    message: result.message,
    fieldErrors: Object.fromEntries(
      Object.entries(result.fieldErrors).map(([name, error]) => [name, error.message]),
    ),
    values,
  });
}

/**
 * Where the provider sends the browser next is often its own resume address (/identity/auth/…),
 * which no route of this app answers: a full document navigation, with or without JavaScript.
 */
const goTo = (next: NextStep) => redirectDocument(next.redirectTo);

/** The code step of this same page (see code-step.ts). */
const showCodeStep = (context: Context) => (sent: CodeSent) =>
  redirect(`${context.pathname}?${codeStepSearch(sent)}`);

const abort: Handler = async (context) =>
  answer(context, AbortInteractionCall, await sendForm(AbortInteractionCall, callInput(context)), {}, goTo);

const confirmationOf = (form: FormData) => ({
  verificationId: field(form, "verificationId"),
  code: field(form, "code"),
});

const newPasswordOf = (form: FormData) => ({
  password: field(form, "password"),
  confirmPassword: field(form, "confirmPassword"),
});

/**
 * A page's action: the form's `intent` field picks what to do (a page holds several forms, such as
 * "sign in" and "back to the site"). Works the same as a plain POST without JavaScript.
 */
function accountAction(page: AccountPage, handlers: Record<string, Handler>) {
  return async ({ request, params }: ActionFunctionArgs): Promise<ActionResult> => {
    const uid = InteractionParamsSchema.safeParse(params);
    if (!uid.success) throw data(null, { status: 404 });
    const form = await readForm(request);
    const intent = field(form, "intent");
    const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
    if (!handler) throw data(null, { status: 400 });
    return handler({
      uid: uid.data.uid,
      language: getRequestLanguage(request),
      clientIp: request.headers.get("x-forwarded-for"),
      // Not the request's own path: a script's post goes to the route's data address (….data).
      pathname: accountPagePath(page, uid.data.uid),
      form,
    });
  };
}

export const signInAction = accountAction("signIn", {
  abort,
  "sign-in": async (context) => {
    const login = field(context.form, "login");
    const body = { login, password: field(context.form, "password") };
    const result = await sendForm(SignInCall, { ...callInput(context), body });
    return answer(context, SignInCall, result, { login }, goTo);
  },
});

export const registerAction = accountAction("register", {
  abort,
  register: async (context) => {
    const values = { name: field(context.form, "name"), login: field(context.form, "login") };
    const body = { ...values, ...newPasswordOf(context.form) };
    const result = await sendForm(StartRegistrationCall, { ...callInput(context), body });
    return answer(context, StartRegistrationCall, result, values, showCodeStep(context));
  },
  confirm: async (context) => {
    const body = confirmationOf(context.form);
    const result = await sendForm(ConfirmRegistrationCall, { ...callInput(context), body });
    return answer(context, ConfirmRegistrationCall, result, {}, goTo);
  },
});

export const forgotPasswordAction = accountAction("forgotPassword", {
  abort,
  reset: async (context) => {
    const values = { login: field(context.form, "login") };
    const result = await sendForm(StartPasswordResetCall, { ...callInput(context), body: values });
    return answer(context, StartPasswordResetCall, result, values, showCodeStep(context));
  },
  confirm: async (context) => {
    const body = { ...confirmationOf(context.form), ...newPasswordOf(context.form) };
    const result = await sendForm(ConfirmPasswordResetCall, { ...callInput(context), body });
    return answer(context, ConfirmPasswordResetCall, result, {}, goTo);
  },
});

export const linkCustomerAction = accountAction("linkCustomer", {
  link: async (context) => {
    const values = { customerId: field(context.form, "customerId") };
    const result = await sendForm(StartCustomerLinkCall, { ...callInput(context), body: values });
    return answer(context, StartCustomerLinkCall, result, values, showCodeStep(context));
  },
  confirm: async (context) => {
    const body = confirmationOf(context.form);
    const result = await sendForm(ConfirmCustomerLinkCall, { ...callInput(context), body });
    return answer(context, ConfirmCustomerLinkCall, result, {}, goTo);
  },
  skip: async (context) =>
    answer(context, SkipCustomerLinkCall, await sendForm(SkipCustomerLinkCall, callInput(context)), {}, goTo),
});
