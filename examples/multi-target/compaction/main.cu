#include "compact.cuh"
#include <algorithm>
#include <mt/common.cuh>
#include <vector>

int main() {
  const size_t n = size_t(1) << 22;
  std::vector<int> in(n), want;
  mt::Rng rng(99);
  for (int &x : in) {
    x = static_cast<int>(rng.next() % 2001) - 1000;
    if (x > 0)
      want.push_back(x);
  }

  int *d_in, *d_out;
  unsigned *d_kept;
  MT_CHECK(cudaMalloc(&d_in, n * sizeof(int)));
  MT_CHECK(cudaMalloc(&d_out, n * sizeof(int)));
  MT_CHECK(cudaMalloc(&d_kept, sizeof(unsigned)));
  MT_CHECK(cudaMemcpy(d_in, in.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  MT_CHECK(cudaMemset(d_kept, 0, sizeof(unsigned)));
  compact_positive(d_in, n, d_out, d_kept);
  unsigned kept;
  MT_CHECK(cudaMemcpy(&kept, d_kept, sizeof(unsigned), cudaMemcpyDeviceToHost));
  bool ok = kept == want.size();
  if (ok) {
    std::vector<int> got(kept);
    MT_CHECK(cudaMemcpy(got.data(), d_out, kept * sizeof(int),
                        cudaMemcpyDeviceToHost));
    std::sort(got.begin(), got.end());
    std::sort(want.begin(), want.end());
    ok = got == want;
  }
  MT_CHECK(cudaFree(d_in));
  MT_CHECK(cudaFree(d_out));
  MT_CHECK(cudaFree(d_kept));
  return mt::report("compaction", ok);
}
