# tests/ut/ir/transforms/test_lower_buffer_matrix.py::test_init_cond_selects_explicit_initializing_and_accumulating_writes (hand-written)
import pypto.language as pl


@pl.program
class ConditionalAccumulation:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 64], pl.FP32], rhs: pl.Tensor[[64, 16], pl.FP32],
               output: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        acc: pl.Tile[[16, 16], pl.FP32, pl.MemorySpace.Acc] = pl.tile.create(
            [16, 16], pl.FP32, target_memory=pl.MemorySpace.Acc)
        for k0 in pl.range(0, 64, 16):
            a: pl.Tile[[16, 16], pl.FP32] = pl.load(lhs, [0, k0], [16, 16], target_memory=pl.MemorySpace.Mat)
            b: pl.Tile[[16, 16], pl.FP32] = pl.load(rhs, [k0, 0], [16, 16], target_memory=pl.MemorySpace.Mat)
            acc = pl.matmul_acc(acc, a, b, init_cond=True)
        return pl.store(acc, [0, 0], output)
