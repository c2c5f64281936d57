#include "reduction.cuh"
#include <cmath>
#include <mt/common.cuh>
#include <vector>

int main() {
  const size_t n = size_t(1) << 22;
  const float floor = 0.75f;
  std::vector<float> v(n);
  mt::Rng rng(2024);
  for (float &x : v)
    x = rng.uniform();
  double want_sum = 0.0, want_above = 0.0, magnitude = 0.0;
  unsigned want_count = 0;
  for (float x : v) {
    want_sum += x;
    magnitude += std::fabs(x);
    if (x > floor) {
      want_above += x;
      ++want_count;
    }
  }

  float *d_v, *d_partial, *d_sum;
  unsigned *d_count;
  MT_CHECK(cudaMalloc(&d_v, n * sizeof(float)));
  MT_CHECK(cudaMalloc(&d_partial, blocks_for_last_block(n) * sizeof(float)));
  MT_CHECK(cudaMalloc(&d_sum, sizeof(float)));
  MT_CHECK(cudaMalloc(&d_count, sizeof(unsigned)));
  MT_CHECK(cudaMemcpy(d_v, v.data(), n * sizeof(float), cudaMemcpyHostToDevice));

  MT_CHECK(cudaMemset(d_sum, 0, sizeof(float)));
  MT_CHECK(cudaMemset(d_count, 0, sizeof(unsigned)));
  sum_count_above(d_v, n, floor, d_sum, d_count);
  float above;
  unsigned count;
  MT_CHECK(cudaMemcpy(&above, d_sum, sizeof(float), cudaMemcpyDeviceToHost));
  MT_CHECK(cudaMemcpy(&count, d_count, sizeof(unsigned), cudaMemcpyDeviceToHost));

  sum_last_block(d_v, n, d_partial, d_sum);
  float total;
  MT_CHECK(cudaMemcpy(&total, d_sum, sizeof(float), cudaMemcpyDeviceToHost));

  // Floating-point sums in any order: within a bound scaled by the magnitudes.
  const double tol = 1e-5 * magnitude;
  bool ok = count == want_count && std::fabs(above - want_above) <= tol &&
            std::fabs(total - want_sum) <= tol;
  MT_CHECK(cudaFree(d_v));
  MT_CHECK(cudaFree(d_partial));
  MT_CHECK(cudaFree(d_sum));
  MT_CHECK(cudaFree(d_count));
  return mt::report("reduction", ok);
}
