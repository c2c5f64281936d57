// Container counting: each thread sums the floats of its container and, when
// the sum exceeds a limit, increments one global counter. The naive
// per-thread version: every passing thread does its own atomicAdd on the same
// address.
//
//   container_count [limit]      (default: 8.0, about half the containers)
//
// 2^22 containers of 16 floats uniform in [0, 1).
#include "example_support.h"

constexpr int kContainers = 1 << 22;
constexpr int kPerContainer = 16;

__host__ __device__ inline float container_sum(const float* c) {
  float s = 0.f;
  for (int k = 0; k < kPerContainer; ++k) s += c[k];
  return s;
}

__global__ void count_over_limit(const float* __restrict__ values,
                                 int containers, float limit, int* result) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= containers) return;
  if (container_sum(values + size_t(i) * kPerContainer) > limit)
    atomicAdd(result, 1);
}

int main(int argc, char** argv) {
  const float limit = argc > 1 ? std::strtof(argv[1], nullptr) : 8.0f;
  example::print_device();
  std::printf("containers=%d per_container=%d limit=%g\n", kContainers,
              kPerContainer, limit);

  example::Rng rng(31337);
  std::vector<float> values(size_t(kContainers) * kPerContainer);
  for (auto& v : values) v = static_cast<float>(rng.uniform());

  example::DeviceBuffer<float> d_values(values);
  example::DeviceBuffer<int> d_result(1);
  const unsigned threads = 256;
  const float ms = example::time_median_ms(
      [&] { d_result.zero(); },
      [&] {
        count_over_limit<<<example::blocks_for(kContainers, threads),
                           threads>>>(d_values.get(), kContainers, limit,
                                      d_result.get());
      });

  // The sums are computed in the same order on both sides, so the count is
  // exact (no fast-math: the additions are not reassociated).
  int expected = 0;
  for (int i = 0; i < kContainers; ++i)
    if (container_sum(&values[size_t(i) * kPerContainer]) > limit) ++expected;
  const int got = d_result.download()[0];
  std::printf("count=%d expected=%d\n", got, expected);
  return example::report(ms, got == expected);
}
