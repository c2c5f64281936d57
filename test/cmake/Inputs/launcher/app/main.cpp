// Links every part; the test builds it and never runs it.
void deposit(const int *cell, const float *x, float *rho, int n);
void tally(const int *key, unsigned *bins, int n);
int odd(int *key, unsigned *bins);

int main(int argc, char **) {
  if (argc > 100) {
    deposit(nullptr, nullptr, nullptr, 0);
    tally(nullptr, nullptr, 0);
    return odd(nullptr, nullptr);
  }
  return 0;
}
