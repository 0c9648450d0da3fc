# tests/ut/ir/transforms/test_expand_mixed_kernel_a2a3.py::test_hand_written_group_members_share_canonical_abi (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.AIC)
    def cube_side(
        self,
        q: pl.Tensor[[16, 16], pl.FP32],
        sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        task: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        return sink

    @pl.function(type=pl.FunctionType.AIV)
    def vec_side(
        self,
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        task: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Group)
    def mixed(
        self,
        q: pl.Tensor[[16, 16], pl.FP32],
        sink: pl.InOut[pl.Tensor[[16, 16], pl.FP32]],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
        task: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        self.cube_side(q, sink, task)
        result = self.vec_side(out, task)
        return result
