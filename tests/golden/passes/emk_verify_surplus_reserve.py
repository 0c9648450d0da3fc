# ptoc: opt --backend 950 --passes=expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestPropertyVerification::test_verifier_allows_multiple_explicit_pipe_buffers, its
# cube_consumer with the second pipe left uninitialized: the reserve_buffer of pipe 1 is one more than the
# initialized directions need (the reference's VerifyReserveAndImportPeerBufferCoverage)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIC)
    def cube_consumer(self):
        v2c_0 = pl.reserve_buffer(name="v2c_slot_buffer_0", size=4096, base=0x1000)
        v2c_1 = pl.reserve_buffer(name="v2c_slot_buffer_1", size=4096, base=0x2000)
        pl.aic_initialize_pipe(pl.const(0, pl.INT32), v2c_0, dir_mask=2, slot_size=512, id=0)
        first: pl.Tile[
            [16, 16],
            pl.FP16,
            pl.MemorySpace.Mat,
            pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major),
        ] = pl.tpop_from_aiv(split=0, id=0)
        pl.tfree_to_aiv(first, id=0)
