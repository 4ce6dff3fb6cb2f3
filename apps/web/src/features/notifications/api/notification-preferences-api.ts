import { graphql } from '@/lib/gql/index.ts';

/**
 * The signed-in person's delivery of every kind the settings list (their choice, else the default; migration
 * 0049). One alias per kind: the database answers the default for kinds nobody chose.
 */
export const MyNotificationDeliveriesQuery = graphql(`
  query MyNotificationDeliveries {
    supportReply: myNotificationDelivery(kind: "support-reply")
    statusChanged: myNotificationDelivery(kind: "status-changed")
    documentUploaded: myNotificationDelivery(kind: "document-uploaded")
    taskAssigned: myNotificationDelivery(kind: "task-assigned")
    taskDue: myNotificationDelivery(kind: "task-due")
    uscisStatus: myNotificationDelivery(kind: "uscis-status")
    rfeResponseSent: myNotificationDelivery(kind: "rfe-response-sent")
    signatureChangesRequested: myNotificationDelivery(kind: "signature-changes-requested")
    signatureSigned: myNotificationDelivery(kind: "signature-signed")
    signatureDeclined: myNotificationDelivery(kind: "signature-declined")
    signatureWaiting: myNotificationDelivery(kind: "signature-waiting")
    signedFormReceived: myNotificationDelivery(kind: "signed-form-received")
    descriptionReviewed: myNotificationDelivery(kind: "description-reviewed")
  }
`);

/** Chooses how the signed-in person gets one kind of notification. */
export const SetNotificationDeliveryMutation = graphql(`
  mutation SetNotificationDelivery($kind: String!, $delivery: String!) {
    setNotificationDelivery(input: { kind: $kind, delivery: $delivery }) {
      notificationPreference {
        kind
        delivery
      }
    }
  }
`);

/** The query's alias of each kind. */
export const DELIVERY_FIELD_OF_KIND = {
  'support-reply': 'supportReply',
  'status-changed': 'statusChanged',
  'document-uploaded': 'documentUploaded',
  'task-assigned': 'taskAssigned',
  'task-due': 'taskDue',
  'uscis-status': 'uscisStatus',
  'rfe-response-sent': 'rfeResponseSent',
  'signature-changes-requested': 'signatureChangesRequested',
  'signature-signed': 'signatureSigned',
  'signature-declined': 'signatureDeclined',
  'signature-waiting': 'signatureWaiting',
  'signed-form-received': 'signedFormReceived',
  'description-reviewed': 'descriptionReviewed',
} as const;
