# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_accumulator_with_tile_create_classifies_as_pure_aic (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_accumulator(
        self,
        a: pl.Tensor[[16, 256], pl.BF16],
        b: pl.Tensor[[256, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        acc = pl.create_tensor([16, 128], dtype=pl.FP32)
        for k in pl.range(0, 256, 64):
            a_slice = pl.slice(a, [16, 64], [0, k])
            b_slice = pl.slice(b, [64, 128], [k, 0])
            acc = pl.matmul_acc(acc, a_slice, b_slice)
        out = pl.assemble(out, acc, [0, 0])
        return out
