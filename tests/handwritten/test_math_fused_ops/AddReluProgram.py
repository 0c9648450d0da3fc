# tests/ut/ir/operators/test_math_fused_ops.py::test_add_relu_emits_exact_pto_op (hand-written)
import pypto.language as pl


@pl.program
class AddReluProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        src0: pl.Tensor[[16, 16], pl.FP32],
        src1: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        lhs = pl.load(src0, [0, 0], [16, 16])
        rhs = pl.load(src1, [0, 0], [16, 16])
        return pl.store(pl.tile.add_relu(lhs, rhs), [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        src0: pl.Tensor[[16, 16], pl.FP32],
        src1: pl.Tensor[[16, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        return self.kernel(src0, src1, out)
