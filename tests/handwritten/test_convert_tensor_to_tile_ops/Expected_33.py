# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestConvertGatherOp::test_gather_conversion_expand (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        inp: pl.Tensor[[4, 32], pl.FP32],
        idx: pl.Tensor[[4, 64], pl.INT32],
        ret0__out: pl.Out[pl.Tensor[[4, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 64], pl.FP32]:
        gather_inp = pl.tile.load(inp, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        gather_idx = pl.tile.load(idx, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        gather_lin = pl.tile.ci(pl.const(0, pl.INT32), [1, 256], dtype=pl.INT32, descending=False)
        gather_lin2d = pl.tile.reshape(gather_lin, [4, 64])
        gather_row_ids = pl.tile.divs(gather_lin2d, pl.const(64, pl.INT32))
        gather_row_base = pl.tile.muls(gather_row_ids, pl.const(32, pl.INT32))
        gather_flat_idx = pl.tile.add(gather_idx, gather_row_base)
        gather_tmp = pl.tile.create([4, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather = pl.tile.gather(gather_inp, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = gather
        ret0__store = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function
    def main(
        self,
        inp: pl.Tensor[[4, 32], pl.FP32],
        idx: pl.Tensor[[4, 64], pl.INT32],
    ) -> pl.Tensor[[4, 64], pl.FP32]:
        ret0__out = pl.tensor.create([4, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out = self.main_incore_0(inp, idx, ret0__out)
        return out
