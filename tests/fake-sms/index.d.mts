export declare const FAKE_SMS_TOKEN: string

export type FakeSmsFailure = null | 'http500' | 'garbage' | 'hang' | 'balance' | 'stoplist'

export interface FakeSmsCall {
  token: string
  body: {
    recipients?: string[]
    sms?: { sender: string; text: string }
    viber?: { sender: string; text: string }
  } | null
}

export interface FakeSms {
  url: string
  token: string
  calls: FakeSmsCall[]
  fail(mode: FakeSmsFailure): void
  close(): Promise<void>
}

export declare function startFakeSms(options?: { token?: string }): Promise<FakeSms>
