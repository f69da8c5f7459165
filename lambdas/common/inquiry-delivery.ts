import { z } from 'zod';
import { environment } from './env';
import { inquiriesRepository, type StoredInquiry } from './inquiries-repository';
import { sellerNotification } from './inquiry-email';
import { logger } from './logger';
import { sendEmail } from './mailer';

const env = environment({ SELLER_EMAIL: z.email(), SES_SENDER: z.email() });

export const sellerAddresses = () => env();

/**
 * Mails a stored inquiry to the seller (Reply-To the buyer) and records the outcome
 * on the inquiry: 'sent', or 'failed' so the admin can resend it. Returns whether it went out.
 */
export async function deliverToSeller(inquiry: StoredInquiry): Promise<boolean> {
  const { SELLER_EMAIL, SES_SENDER } = env();
  try {
    await sendEmail({ from: SES_SENDER, to: SELLER_EMAIL, replyTo: inquiry.email, ...sellerNotification(inquiry, inquiry.reference) });
  } catch (error) {
    logger.error('the seller e-mail failed; the inquiry stays stored as failed', error as Error);
    await inquiriesRepository.setStatus(inquiry.id, 'failed', new Date());
    return false;
  }
  await inquiriesRepository.setStatus(inquiry.id, 'sent', new Date());
  logger.info('inquiry sent to the seller', { appointment: inquiry.appointmentType });
  return true;
}
