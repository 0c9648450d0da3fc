# tests/ut/ir/transforms/test_verify_assign_type_symmetry.py::test_annotated_index_call_preserves_inferred_type_and_roundtrips (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, out: pl.Out[pl.Tensor[[1, 1], pl.INT32]]) -> pl.Tensor[[1, 1], pl.INT32]:
        v_index: pl.Scalar[pl.INT32] = 7
        v: pl.Scalar[pl.INDEX] = pl.tensor.get_block_idx()
        pl.write(out, [0, 0], v_index + v)
        return out
