# tests/ut/language/test_post_alloc_roundtrip.py::TestSoftmaxRescaleDSL::test_alloc_memref_directly_in_dsl (hand-written)
import pypto.language as pl


@pl.program
class AllocProg:
    @pl.function(type=pl.FunctionType.AIV)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        # Exactly what the printer emits after AllocateMemoryAddr
        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        # mem_vec_* referenced in Tile annotations via MemRef
        t: pl.Tile[
            [16, 128], pl.FP32, pl.MemRef(mem_vec_0, 0, 8192), pl.Mem.Vec  # pyright: ignore[reportArgumentType]
        ] = pl.tile.load(x, [0, 0], [16, 128])
        t2: pl.Tile[
            [16, 128], pl.FP32, pl.MemRef(mem_vec_1, 0, 8192), pl.Mem.Vec  # pyright: ignore[reportArgumentType]
        ] = pl.tile.add(t, t)
        r: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(t2, [0, 0], out)
        return r
