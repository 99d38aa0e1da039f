import { FieldApi, FormApi } from '@tanstack/react-form';
import { describe, expect, it, vi } from 'vitest';
import { CHECKED_FORM, checkedBy } from './checked-form';

const blank = ({ value }: { value: string }) => (value.trim() ? undefined : 'blank');

function contactForm(onSubmit = vi.fn()) {
  const form = new FormApi({ ...CHECKED_FORM, defaultValues: { name: '', city: '' }, onSubmit });
  const name = new FieldApi({ form, name: 'name', validators: { onDynamic: blank } });
  const city = new FieldApi({ form, name: 'city', validators: { onDynamic: blank } });
  for (const api of [form, name, city]) api.mount();
  return { form, name, city, onSubmit };
}

describe('when a field is checked', () => {
  it('leaves a field the shopper only passed through alone', () => {
    const { name } = contactForm();
    name.handleBlur();
    expect(name.state.meta.errors).toEqual([]);
  });

  it('checks a field the shopper typed in when they leave it, not while they type', () => {
    const { name } = contactForm();
    name.handleChange(' ');
    expect(name.state.meta.errors).toEqual([]);
    name.handleBlur();
    expect(name.state.meta.errors).toEqual(['blank']);
  });

  it('checks a field whose problem is showing again as it is corrected', () => {
    const { name } = contactForm();
    name.handleChange(' ');
    name.handleBlur();
    name.handleChange(' W');
    expect(name.state.meta.errors).toEqual([]);
    name.handleChange(' ');
    expect(name.state.meta.errors).toEqual([]);
  });

  it('checks every field on submit, even with a problem already showing, and sends nothing', async () => {
    const { form, name, city, onSubmit } = contactForm();
    name.handleChange(' ');
    name.handleBlur();
    await form.handleSubmit();
    expect(name.state.meta.errors).toEqual(['blank']);
    expect(city.state.meta.errors).toEqual(['blank']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values once every field is right', async () => {
    const { form, name, city, onSubmit } = contactForm();
    await form.handleSubmit();
    name.handleChange('Wang');
    city.handleChange('Shanghai');
    await form.handleSubmit();
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      value: { name: 'Wang', city: 'Shanghai' },
    });
  });
});

describe('a field drawn as it is typed', () => {
  const digitsOnly = ({ value }: { value: string }) => (/^\d*$/.test(value) ? undefined : 'digits');

  function liveForm(onSubmit = vi.fn()) {
    const form = new FormApi({ ...CHECKED_FORM, defaultValues: { code: '' }, onSubmit });
    const code = new FieldApi({
      form,
      name: 'code',
      validators: { onChange: digitsOnly, onDynamic: blank },
    });
    for (const api of [form, code]) api.mount();
    return { form, code, onSubmit };
  }

  it('has its live check made at every change, and its other checks by the shop’s rule', () => {
    const { code } = liveForm();
    code.handleChange('1a');
    expect(code.state.meta.errors).toEqual(['digits']);
    code.handleChange('1');
    expect(code.state.meta.errors).toEqual([]);
    code.handleChange('');
    expect(code.state.meta.errors).toEqual([]);
  });

  it('is checked both ways on submit, and sends nothing while either refuses', async () => {
    const { form, code, onSubmit } = liveForm();
    await form.handleSubmit();
    expect(code.state.meta.errors).toEqual(['blank']);
    code.handleChange('x');
    await form.handleSubmit();
    expect(code.state.meta.errors).toEqual(['digits']);
    code.handleChange('12');
    await form.handleSubmit();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('a check taken from a rule for the whole form', () => {
  it('reads the other fields as they are when it runs', async () => {
    const rule = (values: { password: string; confirmation: string }) =>
      values.password === values.confirmation ? {} : { confirmation: 'mismatch' as const };
    const form = new FormApi({
      ...CHECKED_FORM,
      defaultValues: { password: '', confirmation: '' },
    });
    const password = new FieldApi({ form, name: 'password' });
    const confirmation = new FieldApi({
      form,
      name: 'confirmation',
      validators: checkedBy(rule, 'confirmation'),
    });
    for (const api of [form, password, confirmation]) api.mount();
    password.handleChange('Maison2026');
    await form.handleSubmit();
    expect(confirmation.state.meta.errors).toEqual(['mismatch']);
    confirmation.handleChange('Maison2026');
    expect(confirmation.state.meta.errors).toEqual([]);
  });
});
