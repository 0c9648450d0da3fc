# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_mat_tile_uses_col_major_blayout (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class MatTileProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, qi: pl.Tensor[[16, 128], pl.BF16]):
        _q_tile: pl.Tile[[16, 128], pl.BF16] = pl.load(
            qi, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat
        )
