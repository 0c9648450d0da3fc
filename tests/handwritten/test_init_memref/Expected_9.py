# tests/ut/ir/transforms/test_init_memref.py::TestYieldMemRef::test_if_yield_return_var_shares_memref (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
        cond: pl.Scalar[pl.INDEX],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        if cond < 2:
            tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = (
                pl.tile.load(
                    input_tensor,
                    [0, 0],
                    [64, 64],
                    [64, 64],
                    target_memory=pl.Mem.Vec,
                )
            )
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = (
                pl.yield_(tile_a)
            )
        else:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec] = (
                pl.tile.load(
                    input_tensor,
                    [0, 0],
                    [64, 64],
                    [64, 64],
                    target_memory=pl.Mem.Vec,
                )
            )
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = (
                pl.yield_(tile_b)
            )
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(
            if_result, [0, 0], output
        )
        return result
