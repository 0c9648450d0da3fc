# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_keeps_loop_carried_tile_distinct_from_reshape_result (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class LoopReshapeRepairProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def repro(
        self,
        data: pl.Tensor[[16, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        acc_tile: pl.Tile[[16, 1], pl.FP32] = pl.tile.create(
            [16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        acc_row_major_seed: pl.Tile[[1, 16], pl.FP32] = pl.tile.reshape(acc_tile, [1, 16])
        zero_row_major: pl.Tile[[1, 16], pl.FP32] = pl.tile.muls(acc_row_major_seed, 0.0)
        init_tile: pl.Tile[[16, 1], pl.FP32] = pl.tile.reshape(zero_row_major, [16, 1])
        for i, (acc_iter,) in pl.range(2, init_values=(init_tile,)):
            offset: pl.Scalar[pl.INDEX] = i * 256
            chunk: pl.Tile[[16, 256], pl.FP32] = pl.load(data, [0, offset], [16, 256])
            tmp: pl.Tile[[16, 256], pl.FP32] = pl.tile.create(
                [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
            )
            partial: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_sum(chunk, tmp)
            acc_row_major: pl.Tile[[1, 16], pl.FP32] = pl.tile.reshape(acc_iter, [1, 16])
            partial_row_major: pl.Tile[[1, 16], pl.FP32] = pl.tile.reshape(partial, [1, 16])
            updated_row_major: pl.Tile[[1, 16], pl.FP32] = pl.tile.add(acc_row_major, partial_row_major)
            updated: pl.Tile[[16, 1], pl.FP32] = pl.tile.reshape(updated_row_major, [16, 1])
            result = pl.yield_(updated)
        final: pl.Tensor[[16, 1], pl.FP32] = pl.store(result, [0, 0], out)
        return final
