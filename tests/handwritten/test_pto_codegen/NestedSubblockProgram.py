# tests/ut/codegen/test_pto_codegen.py::test_uses_dynamic_subblock_id_detects_op_nested_in_expression (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class NestedSubblockProgram:
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def vec(
        self,
        a: pl.Tensor[[32, 16], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 16], pl.FP32]],
    ) -> pl.Tensor[[32, 16], pl.FP32]:
        off: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx() * 16
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(a, [off, 0], [16, 16])
        updated: pl.Tensor[[32, 16], pl.FP32] = pl.store(t, [0, 0], out)
        return updated
