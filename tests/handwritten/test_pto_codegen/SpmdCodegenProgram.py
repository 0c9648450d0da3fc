# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_spmd_block_params_appended_with_named_ssas (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class SpmdCodegenProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def spmd_func(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        block_idx = pl.tile.get_block_idx()
        _block_num = pl.tile.get_block_num()
        offset = block_idx * 128
        tile_a = pl.load(a, [offset, 0], [128, 128])
        out = pl.store(tile_a, [offset, 0], out)
        return out
