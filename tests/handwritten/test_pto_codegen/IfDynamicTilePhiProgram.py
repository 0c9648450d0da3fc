# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_if_stmt_tile_phi_preserves_dynamic_valid_shape (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class IfDynamicTilePhiProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        flag: pl.Scalar[pl.INDEX],
        input: pl.Tensor[[1, 120], pl.FP32],
        ctx_len: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[1, 120], pl.FP32]],
    ) -> pl.Tensor[[1, 120], pl.FP32]:
        valid_len: pl.Scalar[pl.INDEX] = ctx_len + 0
        seed: pl.Tile[[1, 120], pl.FP32] = pl.tile.load(
            input,
            [0, 0],
            [1, 120],
            [1, valid_len],
            target_memory=pl.MemorySpace.Vec,
        )
        updated: pl.Tile[[1, 120], pl.FP32] = pl.tile.muls(seed, 1.0)
        if flag == 0:
            result = seed
        else:
            result = updated
        final: pl.Tensor[[1, 120], pl.FP32] = pl.tile.store(result, [0, 0], out)
        return final
