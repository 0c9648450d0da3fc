# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_if_stmt_tile_no_redundant_tmov (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class IfTileNoRedundantTmovProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        seed: pl.Tile[[64, 64], pl.FP32] = pl.tile.create(
            [64, 64], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        then_tile: pl.Tile[[64, 64], pl.FP32] = pl.tile.muls(seed, 2.0)
        else_tile: pl.Tile[[64, 64], pl.FP32] = pl.tile.muls(seed, 3.0)
        if flag == 0:
            result = then_tile
        else:
            result = else_tile
        final: pl.Tensor[[64, 64], pl.FP32] = pl.store(result, [0, 0], out)
        return final
