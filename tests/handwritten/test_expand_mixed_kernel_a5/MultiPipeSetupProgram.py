# tests/ut/ir/transforms/test_expand_mixed_kernel_a5.py::TestPropertyVerification::test_verifier_allows_multiple_explicit_pipe_buffers (hand-written)
import pypto.language as pl


@pl.program
class MultiPipeSetupProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def cube_consumer(self):
        v2c_0 = pl.reserve_buffer(name="v2c_slot_buffer_0", size=4096, base=0x1000)
        v2c_1 = pl.reserve_buffer(name="v2c_slot_buffer_1", size=4096, base=0x2000)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), v2c_0, dir_mask=2, slot_size=512, id=0)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), v2c_1, dir_mask=2, slot_size=512, id=1)
        first: pl.Tile[
            [16, 16],
            pl.FP16,
            pl.MemorySpace.Mat,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tpop_from_aiv(split=0, id=0)
        second: pl.Tile[
            [16, 16],
            pl.FP16,
            pl.MemorySpace.Mat,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tpop_from_aiv(split=0, id=1)
        pl.tfree_to_aiv(first, id=0)
        pl.tfree_to_aiv(second, id=1)

    @pl.function(type=pl.FunctionType.AIV)
    def vector_producer(self):
        v2c_0 = pl.import_peer_buffer(name="v2c_slot_buffer_0", peer_func="cube_consumer")
        v2c_1 = pl.import_peer_buffer(name="v2c_slot_buffer_1", peer_func="cube_consumer")
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), v2c_0, dir_mask=2, slot_size=512, id=0)
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), v2c_1, dir_mask=2, slot_size=512, id=1)
