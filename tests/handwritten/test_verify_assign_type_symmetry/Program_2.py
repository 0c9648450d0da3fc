# tests/ut/ir/transforms/test_verify_assign_type_symmetry.py::test_annotated_scalar_literal_matches_annotation_dtype (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, d: pl.Out[pl.Tensor[[4], pl.FP32]]) -> pl.Tensor[[4], pl.FP32]:
        acc: pl.Scalar[pl.INT64] = 0
        for _k in pl.range(4):
            acc = acc + 1
        return d
