# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertGatherOp::test_gather_conversion (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 3], pl.INT32],
        ret0__out: pl.Out[pl.Tensor[[4, 3], pl.FP32]],
    ) -> pl.Tensor[[4, 3], pl.FP32]:
        gather_inp = pl.tile.load(inp, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
        gather_idx = pl.tile.load(idx, [0, 0], [4, 3], [4, 3], target_memory=pl.Mem.Vec)
        gather_ci_rows = pl.tile.ci(pl.const(0, pl.INT32), [1, 4], dtype=pl.INT32, descending=False)
        gather_row_arange = pl.tile.reshape(gather_ci_rows, [4, 1])
        gather_row_base = pl.tile.muls(gather_row_arange, pl.const(16, pl.INT32))
        gather_flat_idx = pl.tile.row_expand_add(gather_idx, gather_row_base)
        gather_tmp = pl.tile.create([4, 3], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather = pl.tile.gather(gather_inp, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = gather
        ret0__store = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        inp: pl.Tensor[[4, 16], pl.FP32],
        idx: pl.Tensor[[4, 3], pl.INT32],
    ) -> pl.Tensor[[4, 3], pl.FP32]:
        ret0__out = pl.tensor.create([4, 3], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out = self.main_incore_0(inp, idx, ret0__out)
        return out
