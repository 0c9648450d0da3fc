# tests/ut/ir/transforms/test_verify_assign_type_symmetry.py::test_index_expression_rejects_float_annotation (rejected by the reference parser)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, i: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.FP32]:
        v: pl.Scalar[pl.FP32] = pl.cast(i, pl.INT32) + 1
        return v
