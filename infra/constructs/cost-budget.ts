import { Stack } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import { Construct } from 'constructs';

export interface CostBudgetProps {
  /** The monthly spend in USD the operator expects at most. */
  monthlyLimitUsd: number;
  /** Who is mailed when the spend nears or passes the limit. */
  recipient: string;
}

/** Percent of the monthly limit at which the actual spend so far is reported. */
export const ACTUAL_SPEND_WARNING_PERCENT = 80;

/**
 * An AWS Budgets cost budget for the account, mailing the operator when the month's actual spend
 * passes 80 % of the limit and when AWS forecasts the month will end above it. AWS Budgets bills
 * by account, not by stack, so the budget covers everything in the account; an account that holds
 * only this site measures the site.
 */
export class CostBudget extends Construct {
  readonly budget: CfnBudget;

  constructor(scope: Construct, id: string, props: CostBudgetProps) {
    super(scope, id);
    const subscribers = [{ subscriptionType: 'EMAIL', address: props.recipient }];
    this.budget = new CfnBudget(this, 'Budget', {
      budget: {
        budgetName: `${Stack.of(this).stackName}-monthly-cost`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: props.monthlyLimitUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        {
          notification: {
            notificationType: 'ACTUAL',
            comparisonOperator: 'GREATER_THAN',
            threshold: ACTUAL_SPEND_WARNING_PERCENT,
            thresholdType: 'PERCENTAGE',
          },
          subscribers,
        },
        {
          notification: { notificationType: 'FORECASTED', comparisonOperator: 'GREATER_THAN', threshold: 100, thresholdType: 'PERCENTAGE' },
          subscribers,
        },
      ],
    });
  }
}
