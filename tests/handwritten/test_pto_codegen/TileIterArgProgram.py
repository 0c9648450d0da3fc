# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_for_loop_tile_iter_arg_no_ddr_alloc (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class TileIterArgProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def accumulate(
        self,
        data: pl.Tensor[[16, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        acc_tile: pl.Tile[[16, 1], pl.FP32] = pl.tile.create(
            [16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        init_tile: pl.Tile[[16, 1], pl.FP32] = pl.tile.muls(acc_tile, 0.0)
        for i, (acc_iter,) in pl.range(2, init_values=(init_tile,)):
            offset: pl.Scalar[pl.INDEX] = i * 256
            chunk: pl.Tile[[16, 256], pl.FP32] = pl.load(data, [0, offset], [16, 256])
            tmp: pl.Tile[[16, 256], pl.FP32] = pl.tile.create(
                [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
            )
            partial: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_sum(chunk, tmp)
            updated: pl.Tile[[16, 1], pl.FP32] = pl.tile.add(acc_iter, partial)
            result = pl.yield_(updated)
        final: pl.Tensor[[16, 1], pl.FP32] = pl.store(result, [0, 0], out)
        return final
