import { type FieldDef, formatYmd } from '@kantor/core';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { NumberInput } from '../../ui/NumberInput.tsx';
import { resourceKey } from '../api-hooks.ts';
import { resourceCalls } from '../resource-calls.ts';
import { DateFieldInput } from './DateFieldInput.tsx';

const DAY: FieldDef = { kind: 'date' };

/** Money in or out (a payment, a refund, a supplier's bill paid): how much, how, which day, which account. */
export type MoneyMovement<M extends string> = {
  amount: number | null;
  method: M;
  day: Date | null;
  bank: number | null;
};

/** The body every money route takes for those four (`jumlah`, `metode`, `tanggal`, `id_bankrekening`). */
export function moneyBody<M extends string>(money: MoneyMovement<M>) {
  return {
    jumlah: money.amount ?? 0,
    metode: money.method,
    tanggal: formatYmd(money.day ?? new Date()),
    id_bankrekening: money.bank,
  };
}

/**
 * A money form's values, starting at what is due (the balance, what is owed), today, `method` and
 * `bank`; the amount follows what is due when that changes (a payment recorded, a note made).
 */
export function useMoneyMovement<M extends string>(
  due: number,
  method: M,
  bank: number | null = null,
): [MoneyMovement<M>, Dispatch<SetStateAction<MoneyMovement<M>>>] {
  const [money, setMoney] = useState<MoneyMovement<M>>(() => ({
    amount: due || null,
    method,
    day: new Date(),
    bank,
  }));
  useEffect(() => setMoney((m) => ({ ...m, amount: due || null })), [due]);
  return [money, setMoney];
}

type BankOption = { value: number; label: string };

export type MoneyMovementFieldsProps<M extends string> = {
  /** The inputs' ids: `{idPrefix}-amount`, `-method`, `-date`, `-bank` (the labels point at them). */
  idPrefix: string;
  value: MoneyMovement<M>;
  onChange: Dispatch<SetStateAction<MoneyMovement<M>>>;
  /** The methods offered, with their words in the reader's language. */
  methods: readonly { value: M; label: string }[];
  /** The four labels and the bank picker's empty text, in the caller's words ("Dari rekening" for a refund). */
  labels: { amount: string; method: string; date: string; bank: string; noBank: string };
  /** The server's 422 messages by field: the fields they name are marked. */
  errors: Readonly<Record<string, string[]>>;
};

/**
 * The four fields of a money form, as label and input pairs for the caller's form grid: the invoice
 * payment, the credit note refund and the supplier bill payment share them, and the bank accounts.
 */
export function MoneyMovementFields<M extends string>(props: MoneyMovementFieldsProps<M>) {
  const { idPrefix: id, value, onChange, methods, labels, errors } = props;
  const banks = useQuery({
    queryKey: [...resourceKey('bankrekening'), 'options', 'money'],
    queryFn: () =>
      resourceCalls('bankrekening').options<BankOption['value'], BankOption['label']>({ limit: '100' }),
  });
  const put = (patch: Partial<MoneyMovement<M>>) => onChange((m) => ({ ...m, ...patch }));
  return (
    <>
      <label htmlFor={`${id}-amount`}>{labels.amount}</label>
      <NumberInput
        inputId={`${id}-amount`}
        value={value.amount}
        onChange={(amount) => put({ amount })}
        prefix="Rp "
        fractionDigits={0}
        invalid={Boolean(errors.jumlah)}
      />
      <label htmlFor={`${id}-method`}>{labels.method}</label>
      <Dropdown
        inputId={`${id}-method`}
        value={value.method}
        options={[...methods]}
        onChange={(e) => put({ method: methods.find((m) => m.value === e.value)?.value ?? value.method })}
        invalid={Boolean(errors.metode)}
      />
      <label htmlFor={`${id}-date`}>{labels.date}</label>
      <DateFieldInput
        field={DAY}
        inputId={`${id}-date`}
        value={value.day}
        onChange={(day) => put({ day })}
        invalid={Boolean(errors.tanggal)}
      />
      <label htmlFor={`${id}-bank`}>{labels.bank}</label>
      <Dropdown
        inputId={`${id}-bank`}
        value={value.bank}
        options={banks.data?.records ?? []}
        optionLabel="label"
        optionValue="value"
        placeholder={labels.noBank}
        showClear
        loading={banks.isPending}
        onChange={(e) => put({ bank: (e.value as number | null | undefined) ?? null })}
        invalid={Boolean(errors.id_bankrekening)}
      />
    </>
  );
}
