import { GetInvoiceCall } from "../billing/get-invoice";
import { GetInvoicePdfCall } from "../billing/get-invoice-pdf";
import { GetReceiptPdfCall } from "../billing/get-receipt-pdf";
import { ListInvoicesCall } from "../billing/list-invoices";
import { ListPackagesCall } from "../billing/list-packages";
import { ListPaymentHistoryCall } from "../billing/list-payment-history";
import { ListProductsCall } from "../billing/list-products";
import { ListSharedCamerasCall } from "../cameras/list-shared-cameras";
import { GetCaptchaChallengeCall } from "../captcha/get-challenge";
import {
  ListAddonsCall,
  ListCatalogProductsCall,
  ListProductSubscriptionsCall,
  ListSharedProductsCall,
  ListSubscriptionsCall,
} from "../catalog/catalog-calls";
import { ListChannelsCall } from "../channels/list-channels";
import { GetDeviceItemCall } from "../devices/get-device-item";
import { ListDeviceItemsCall } from "../devices/list-device-items";
import { CreateEnquiryCall } from "../enquiries/create-enquiry";
import { ListEnquirySubjectsCall } from "../enquiries/list-enquiry-subjects";
import { ListPublicFaqCall } from "../faq/list-public-faq";
import {
  ConfirmCustomerLinkCall,
  SkipCustomerLinkCall,
  StartCustomerLinkCall,
} from "../identity/customer-link";
import { AbortInteractionCall, GetInteractionCall } from "../identity/interaction";
import { ConfirmPasswordResetCall, StartPasswordResetCall } from "../identity/password-reset";
import { ConfirmRegistrationCall, StartRegistrationCall } from "../identity/registration";
import { SignInCall } from "../identity/sign-in";
import { GetBasemapCall } from "../map/get-basemap";
import { CommuneCoverageCall, InCoverageCall } from "../map/in-coverage";
import { ListBranchPointsCall } from "../map/list-branch-points";
import { ListCoverageCall } from "../map/list-coverage";
import { GetContentCall } from "../news/get-content";
import { GetMainContentCall } from "../news/get-main-content";
import { ListContentTitlesCall } from "../news/list-content-titles";
import { ListContentsCall } from "../news/list-contents";
import { CreateBusinessQuotationCall } from "../orders/business-quotation";
import { CancelOrderCall } from "../orders/cancel-order";
import { ChangePlanCall } from "../orders/change-plan";
import { ConfirmOrderCall } from "../orders/confirm-order";
import { CreateCustomerCall } from "../orders/create-customer";
import { CreateOrderCall, ListInstallationSlotsCall } from "../orders/create-order";
import { GetOrderCall } from "../orders/get-order";
import { GetOrderInstallationCall } from "../orders/get-order-installation";
import { GetOrderReceiptCall } from "../orders/get-order-receipt";
import { ListOrdersCall } from "../orders/list-orders";
import { ListPlanChangeOptionsCall } from "../orders/list-plan-change-options";
import { CreateOutOfCoverageLeadCall } from "../orders/out-of-coverage-lead";
import { GetPageCall } from "../pages/get-page";
import {
  CreateFastPaymentOrderCall,
  CreateKhqrFastPaymentOrderCall,
  CreateWebSdkFastPaymentOrderCall,
} from "../payments/fast-payment";
import { GetGatewayCheckoutCall, GetGatewayConfigCall } from "../payments/gateway-checkout";
import {
  GetPayMyBillInfoCall,
  ListPayMyBillInvoicesCall,
  VerifyPayMyBillCodeCall,
} from "../payments/pay-my-bill";
import {
  CreateInvoiceOrderCall,
  CreateKhqrInvoiceOrderCall,
  CreateWebSdkInvoiceOrderCall,
  GetPaymentOrderCall,
} from "../payments/payment-orders";
import { SearchSiteCall } from "../search/search-site";
import {
  ListCommunesCall,
  ListDistrictsCall,
  ListGendersCall,
  ListHonorificsCall,
  ListLocationNamesCall,
  ListLocationProjectsCall,
  ListLocationTypesCall,
  ListNationalitiesCall,
  ListProvincesCall,
} from "../selfcare/dictionaries";
import { GetProfileCall } from "../selfcare/get-profile";
import { ListMappDevicesCall } from "../selfcare/list-mapp-devices";
import { ListMappProductsCall } from "../selfcare/list-mapp-products";
import { ListMappQuotationsCall } from "../selfcare/list-mapp-quotations";
import { ListMappSubscriptionsCall } from "../selfcare/list-mapp-subscriptions";
import { SaveLocationCall } from "../selfcare/save-location";
import { UpdateBusinessInfoCall } from "../selfcare/update-business-info";
import { UpdatePersonalInfoCall } from "../selfcare/update-personal-info";
import { CreateCustomerRatingCall } from "../survey/create-customer-rating";
import { CreateTicketCall } from "../tickets/create-ticket";
import { GetTicketCall } from "../tickets/get-ticket";
import { ListTicketServicesCall } from "../tickets/list-ticket-services";
import { ListTicketsBySidCall } from "../tickets/list-tickets-by-sid";
import { ApplyVacancyCall } from "../vacancies/apply-vacancy";
import { GetVacancyCall } from "../vacancies/get-vacancy";
import { ListVacanciesCall } from "../vacancies/list-vacancies";
import type { CallDefinition } from "./define-call";

/**
 * Every call of the API, for checks that span them all (the OpenAPI document lists exactly these).
 * A new call is added here when its contract is written.
 */
export const ALL_CALLS: readonly CallDefinition[] = [
  GetCaptchaChallengeCall,
  ListChannelsCall,
  ListDeviceItemsCall,
  GetDeviceItemCall,
  ListPublicFaqCall,
  ListContentsCall,
  ListContentTitlesCall,
  GetMainContentCall,
  GetContentCall,
  GetPageCall,
  SearchSiteCall,
  ListEnquirySubjectsCall,
  CreateEnquiryCall,
  CreateCustomerRatingCall,
  ListVacanciesCall,
  GetVacancyCall,
  ApplyVacancyCall,
  GetInteractionCall,
  AbortInteractionCall,
  SignInCall,
  StartRegistrationCall,
  ConfirmRegistrationCall,
  StartPasswordResetCall,
  ConfirmPasswordResetCall,
  StartCustomerLinkCall,
  ConfirmCustomerLinkCall,
  SkipCustomerLinkCall,
  GetProfileCall,
  ListPackagesCall,
  ListProductsCall,
  ListInvoicesCall,
  GetInvoiceCall,
  GetInvoicePdfCall,
  GetReceiptPdfCall,
  ListPaymentHistoryCall,
  ListMappProductsCall,
  ListMappSubscriptionsCall,
  ListMappDevicesCall,
  ListMappQuotationsCall,
  ListOrdersCall,
  GetOrderCall,
  GetOrderReceiptCall,
  GetOrderInstallationCall,
  ListPlanChangeOptionsCall,
  ChangePlanCall,
  UpdatePersonalInfoCall,
  SaveLocationCall,
  UpdateBusinessInfoCall,
  ListGendersCall,
  ListHonorificsCall,
  ListNationalitiesCall,
  ListLocationTypesCall,
  ListLocationNamesCall,
  ListLocationProjectsCall,
  ListProvincesCall,
  ListDistrictsCall,
  ListCommunesCall,
  ListTicketServicesCall,
  ListTicketsBySidCall,
  GetTicketCall,
  CreateTicketCall,
  GetBasemapCall,
  ListCoverageCall,
  InCoverageCall,
  CommuneCoverageCall,
  ListBranchPointsCall,
  ListSharedCamerasCall,
  ListCatalogProductsCall,
  ListSharedProductsCall,
  ListAddonsCall,
  ListSubscriptionsCall,
  ListProductSubscriptionsCall,
  CreateOrderCall,
  CreateBusinessQuotationCall,
  ListInstallationSlotsCall,
  CreateOutOfCoverageLeadCall,
  CreateCustomerCall,
  GetPayMyBillInfoCall,
  VerifyPayMyBillCodeCall,
  ListPayMyBillInvoicesCall,
  CreateKhqrInvoiceOrderCall,
  CreateInvoiceOrderCall,
  CreateKhqrFastPaymentOrderCall,
  CreateFastPaymentOrderCall,
  CreateWebSdkInvoiceOrderCall,
  CreateWebSdkFastPaymentOrderCall,
  GetPaymentOrderCall,
  ConfirmOrderCall,
  CancelOrderCall,
  GetGatewayConfigCall,
  GetGatewayCheckoutCall,
];
