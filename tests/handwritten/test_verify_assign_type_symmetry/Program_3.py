# tests/ut/ir/transforms/test_verify_assign_type_symmetry.py::test_annotated_scalar_index_expression_is_cast_to_the_annotation_dtype (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, out: pl.Out[pl.Tensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        for i in pl.range(4):
            v: pl.Scalar[pl.INT32] = pl.cast(i, pl.INT32) + 1
            pl.write(out, [0, 0], v)
        return out
