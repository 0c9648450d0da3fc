# tests/ut/codegen/test_pto_codegen.py::test_pto_codegen_mixed_scalar_and_tile_iter_args (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class MixedIterArgProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def mixed(
        self,
        data: pl.Tensor[[16, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 1], pl.FP32]],
    ) -> pl.Tensor[[16, 1], pl.FP32]:
        acc_tile: pl.Tile[[16, 1], pl.FP32] = pl.tile.create(
            [16, 1], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        init_tile: pl.Tile[[16, 1], pl.FP32] = pl.tile.muls(acc_tile, 0.0)
        init_offset: pl.Scalar[pl.INDEX] = 0
        for i, (acc_iter, offset) in pl.range(2, init_values=(init_tile, init_offset)):
            chunk: pl.Tile[[16, 256], pl.FP32] = pl.load(data, [0, offset], [16, 256])
            tmp: pl.Tile[[16, 256], pl.FP32] = pl.tile.create(
                [16, 256], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
            )
            partial: pl.Tile[[16, 1], pl.FP32] = pl.tile.row_sum(chunk, tmp)
            updated: pl.Tile[[16, 1], pl.FP32] = pl.tile.add(acc_iter, partial)
            new_offset: pl.Scalar[pl.INDEX] = offset + 256
            result_tile, result_offset = pl.yield_(updated, new_offset)
        final: pl.Tensor[[16, 1], pl.FP32] = pl.store(result_tile, [0, 0], out)
        return final
