# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_if_stmt_only_returns_scalars_for_tile_phi (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class IfTilePhiProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        flag: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        seed: pl.Tile[[16, 1], pl.FP32] = pl.tile.create(
            [16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        partial: pl.Tile[[16, 1], pl.FP32] = pl.tile.muls(seed, 0.0)
        updated: pl.Tile[[16, 1], pl.FP32] = pl.tile.muls(seed, 2.0)
        if flag == 0:
            result = partial
        else:
            result = updated
        final: pl.Tensor[[16, 1], pl.FP32] = pl.store(result, [0, 0], out)
        return final
