# Texts shared by the app's own pages (sign-in, account, onboarding and the signed-in pages).

# Same text as CONNECTION_PROBLEM_MESSAGE in apps/web/src/api/describeApiError.ts.
app-connection-problem = تعذّر علينا الوصول إلى Motes. تحقّق من اتصالك بالإنترنت وحاول مجددًا.
