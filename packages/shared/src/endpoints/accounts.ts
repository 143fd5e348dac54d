import type {
  TLoginRequest,
  TLoginResponse,
  TProfileUpdate,
  TRegisterRequest,
  TUser,
} from '../schemas/accounts.ts'
import type { TMessage } from '../schemas/common.ts'
import { endpoint, shape } from './endpoint.ts'
import type { TFileAnswer, TMultipart } from './query.ts'

/** Sign-up, sign-in, the session's token and the account itself. */
export const accountEndpoints = {
  register: endpoint('POST', '/api/register/', shape<{ body: TRegisterRequest; answer: TMessage }>()),
  login: endpoint('POST', '/api/login/', shape<{ body: TLoginRequest; answer: TLoginResponse }>()),
  googleLogin: endpoint(
    'POST',
    '/api/auth/google/',
    shape<{ body: { id_token: string }; answer: { access: string; user: TUser } }>(),
  ),
  logout: endpoint('POST', '/api/logout/', shape<{ answer: null }>()),
  refreshToken: endpoint('POST', '/api/token/refresh/', shape<{ answer: { access: string } }>()),
  forgotPassword: endpoint(
    'POST',
    '/api/forgot-password/',
    shape<{ body: { email: string }; answer: TMessage }>(),
  ),
  resetPassword: endpoint(
    'POST',
    '/api/reset-password/',
    shape<{ body: { token: string; password: string }; answer: TMessage }>(),
  ),
  changePassword: endpoint(
    'POST',
    '/api/change-password/',
    shape<{ body: { current_password: string; new_password: string }; answer: TMessage }>(),
  ),
  profile: endpoint('GET', '/api/profile/', shape<{ answer: TUser }>()),
  updateProfile: endpoint(
    'PATCH',
    '/api/profile/',
    shape<{ body: TProfileUpdate | TMultipart; answer: TUser }>(),
  ),
  deleteAccount: endpoint(
    'DELETE',
    '/api/users/me/',
    shape<{ body: { password: string } | { email: string }; answer: null }>(),
  ),
  /** Answers a JSON file to download, read as bytes. */
  exportData: endpoint('GET', '/api/users/me/export/', shape<{ answer: TFileAnswer }>()),
}
