# ptoc: opt --backend 950 --passes=expand_mixed_kernel
# test_expand_mixed_kernel_a5.py::TestPropertyVerification::test_verifier_allows_multiple_explicit_pipe_buffers, its
# vector_producer with the second pipe left uninitialized: the import_peer_buffer of pipe 1 is one more than the
# initialized directions need (the reference's VerifyReserveAndImportPeerBufferCoverage)
import pypto.language as pl


@pl.program
class BadProgram:
    @pl.function(type=pl.FunctionType.AIV)
    def vector_producer(self):
        v2c_0 = pl.import_peer_buffer(name="v2c_slot_buffer_0", peer_func="cube_consumer")
        v2c_1 = pl.import_peer_buffer(name="v2c_slot_buffer_1", peer_func="cube_consumer")
        pl.aiv_initialize_pipe(pl.const(0, pl.INT32), v2c_0, dir_mask=2, slot_size=512, id=0)
