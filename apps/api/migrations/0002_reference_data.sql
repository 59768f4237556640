-- Reference data every installation needs (demo users and campaigns come from the seed).

-- rate_to_payout_micros: payout-currency minor units per minor unit, times 1e6 (fixed demo rates).
INSERT INTO currencies (id, name, abbreviation, sign, min_value, popular, zero_based, active, is_default, stripe_fee, stripe_fee_percent, payout_currency_id, rate_to_payout_micros, taxes, methods) VALUES
  (1, 'Euro', 'EUR', '€', 500, true, false, true, true, 25, 1.5, 1, 1000000, '[{"type":"FIXED_PERCENT","value":0,"paymentMethod":"STRIPE"}]', '[{"id":1,"name":"STRIPE"},{"id":2,"name":"SAFE_CHARGE"},{"id":3,"name":"PAYPAL"},{"id":4,"name":"BANK"},{"id":5,"name":"APPLE_PAY"}]'),
  (2, 'Bulgarian lev', 'BGN', 'лв', 1000, true, false, true, false, 50, 1.5, 1, 511292, '[{"type":"FIXED_PERCENT","value":0,"paymentMethod":"STRIPE"}]', '[{"id":1,"name":"STRIPE"},{"id":3,"name":"PAYPAL"},{"id":4,"name":"BANK"},{"id":5,"name":"APPLE_PAY"}]'),
  (3, 'Polish złoty', 'PLN', 'zł', 2000, true, false, true, false, 100, 1.5, 1, 234000, '[{"type":"FIXED_PERCENT","value":0,"paymentMethod":"STRIPE"}]', '[{"id":1,"name":"STRIPE"},{"id":3,"name":"PAYPAL"},{"id":4,"name":"BANK"}]'),
  (4, 'US dollar', 'USD', '$', 500, true, false, true, false, 30, 2.9, 1, 920000, '[{"type":"FIXED_PERCENT","value":0,"paymentMethod":"STRIPE"}]', '[{"id":1,"name":"STRIPE"},{"id":3,"name":"PAYPAL"},{"id":5,"name":"APPLE_PAY"}]'),
  (5, 'British pound', 'GBP', '£', 500, false, false, true, false, 20, 1.5, 1, 1170000, '[]', '[{"id":1,"name":"STRIPE"},{"id":3,"name":"PAYPAL"}]'),
  (6, 'Romanian leu', 'RON', 'lei', 2500, false, false, true, false, 100, 1.5, 1, 201000, '[]', '[{"id":1,"name":"STRIPE"},{"id":4,"name":"BANK"}]'),
  (7, 'Hungarian forint', 'HUF', 'Ft', 200000, false, true, true, false, 8500, 1.5, 1, 2500, '[{"type":"FIXED_AMOUNT","value":10000,"paymentMethod":"BANK"}]', '[{"id":1,"name":"STRIPE"},{"id":4,"name":"BANK"}]'),
  (8, 'Turkish lira', 'TRY', '₺', 10000, false, false, true, false, 500, 2.5, 1, 27000, '[]', '[{"id":1,"name":"STRIPE"}]');

INSERT INTO categories (name, slug, type, status) VALUES
  ('Health', 'health', 'category', 'active'),
  ('Education', 'education', 'category', 'active'),
  ('Animals', 'animals', 'category', 'active'),
  ('Emergencies', 'emergencies', 'category', 'active'),
  ('Community', 'community', 'category', 'active'),
  ('Environment', 'environment', 'category', 'active'),
  ('Sports', 'sports', 'category', 'active'),
  ('Cerebral palsy', 'cerebral-palsy', 'disease', 'active'),
  ('Cancer', 'cancer', 'disease', 'active'),
  ('Heart disease', 'heart-disease', 'disease', 'active'),
  ('COVID-19', 'covid-19', 'disease', 'active');

INSERT INTO withdraw_reasons (id, text) VALUES
  (1, 'withdraw.reason.medical_treatment'),
  (2, 'withdraw.reason.medicines'),
  (3, 'withdraw.reason.rehabilitation'),
  (4, 'withdraw.reason.medical_equipment'),
  (5, 'withdraw.reason.travel'),
  (6, 'withdraw.reason.accommodation'),
  (7, 'withdraw.reason.education'),
  (8, 'withdraw.reason.other');

-- A small bank directory: country + the IBAN's bank code -> BIC and bank name.
INSERT INTO bank_directory (country, bank_code, bic, bank) VALUES
  ('BG', 'BNBG', 'BNBGBGSD', 'Bulgarian National Bank'),
  ('BG', 'RZBB', 'RZBBBGSF', 'Raiffeisenbank Bulgaria'),
  ('BG', 'UNCR', 'UNCRBGSF', 'UniCredit Bulbank'),
  ('BG', 'STSA', 'STSABGSF', 'DSK Bank'),
  ('DE', '37040044', 'COBADEFFXXX', 'Commerzbank'),
  ('DE', '10070000', 'DEUTDEBBXXX', 'Deutsche Bank'),
  ('DE', '50010517', 'INGDDEFFXXX', 'ING-DiBa'),
  ('ES', '2100', 'CAIXESBBXXX', 'CaixaBank'),
  ('ES', '0049', 'BSCHESMMXXX', 'Banco Santander'),
  ('PL', '10901014', 'WBKPPLPPXXX', 'Santander Bank Polska'),
  ('PL', '10202892', 'BPKOPLPWXXX', 'PKO Bank Polski'),
  ('RO', 'AAAA', 'RNCBROBU', 'Banca Comercială Română'),
  ('RO', 'RNCB', 'RNCBROBU', 'Banca Comercială Română'),
  ('FR', '20041', 'PSSTFRPPXXX', 'La Banque Postale'),
  ('IT', '03069', 'BCITITMMXXX', 'Intesa Sanpaolo'),
  ('GB', 'NWBK', 'NWBKGB2LXXX', 'NatWest'),
  ('NL', 'ABNA', 'ABNANL2AXXX', 'ABN AMRO'),
  ('HU', '117', 'OTPVHUHBXXX', 'OTP Bank'),
  ('TR', '00061', 'ISBKTRISXXX', 'Türkiye İş Bankası'),
  ('PT', '0035', 'CGDIPTPLXXX', 'Caixa Geral de Depósitos'),
  ('GR', '011', 'ETHNGRAAXXX', 'National Bank of Greece');

INSERT INTO report_types (id, item_type, name) VALUES
  (1, 'post', 'report.type.spam'),
  (2, 'post', 'report.type.offensive'),
  (3, 'post', 'report.type.misleading'),
  (4, 'post', 'report.type.other'),
  (5, 'campaign', 'report.type.fraud'),
  (6, 'campaign', 'report.type.duplicate'),
  (7, 'campaign', 'report.type.offensive'),
  (8, 'campaign', 'report.type.other'),
  (9, 'user', 'report.type.fake_profile'),
  (10, 'user', 'report.type.spam'),
  (11, 'user', 'report.type.other');
