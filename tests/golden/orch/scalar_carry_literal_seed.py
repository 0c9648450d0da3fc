# ptoc: compile --backend 910B --emit=orchestration
# The reference's test_annotated_scalar_literal_matches_annotation_dtype: Simplify folds
# the INT64 literal seed into the loop carry's init, so the rebound carry starts at the
# literal (`int64_t acc__rv_v2 = 0;`).
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, d: pl.Out[pl.Tensor[[4], pl.FP32]]) -> pl.Tensor[[4], pl.FP32]:
        acc: pl.Scalar[pl.INT64] = 0
        for _k in pl.range(4):
            acc = acc + 1
        return d
