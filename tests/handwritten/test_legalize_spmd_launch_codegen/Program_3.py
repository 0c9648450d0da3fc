# tests/ut/codegen/test_legalize_spmd_launch_codegen.py::test_mixed_dynamic_launch_keeps_gm_pipe_allocation_inside_guard (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        ctrl: pl.Tensor[[1], pl.INT32],
        a: pl.Tensor[[16, 64], pl.FP32],
        b: pl.Tensor[[64, 16], pl.FP32],
        out: pl.Tensor[[16, 16], pl.FP32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        n = pl.tensor.read(ctrl, [0])
        for bi in pl.spmd(n):
            shifted = pl.add(a, 1.0)
            product = pl.matmul(shifted, b)
            out = pl.add(product, 1.0)
        return out
