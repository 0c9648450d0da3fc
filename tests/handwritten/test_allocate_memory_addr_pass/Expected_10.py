# tests/ut/ir/transforms/test_allocate_memory_addr_pass.py::test_allocate_memory_addr_honors_explicit_reserve_buffer_base (hand-written)
import pypto.language as pl


@pl.program
class Expected:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
        output: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        _: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(
            name="explicit_slot_buffer", size=4096, base=8192
        )
        # Reserved window is [8192, 12288); the [0, 8192) gap below base stays unused.
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 12288, 16384), pl.Mem.Vec] = pl.tile.load(
            input_a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec
        )
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 28672, 16384), pl.Mem.Vec] = pl.tile.add(
            tile_a, tile_a
        )
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(
            tile_b, [0, 0], output
        )
        return result
