import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { AppRoutes } from './router'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
)
// a page the build drew ahead (decision 071) is taken over as it stands, at once; any other is drawn here
if (root.firstElementChild) hydrateRoot(root, app)
else createRoot(root).render(app)
