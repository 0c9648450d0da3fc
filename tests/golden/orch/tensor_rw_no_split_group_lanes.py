# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_no_split_mixed_group_dispatches_same_aiv_on_both_lanes (test_orchestration_tensor_rw.py):
# on 910B a mixed kernel without a split still launches its AIV kernel on both lanes: {aic, aiv, aiv}.
import pypto.language as pl


@pl.program
class NoSplitGroupProgram:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        b: pl.Tensor[[32, 32], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.auto_chunk]):
            a_plus_b = pl.add(a, b)
            sub = pl.sub(a, b)
            result = pl.matmul(a_plus_b, sub)
            out = pl.assemble(out, result, [0, 0])
        return out
