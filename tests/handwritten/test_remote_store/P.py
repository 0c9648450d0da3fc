# tests/ut/ir/parser/test_remote_store.py::test_remote_store_lifts_to_op_call_with_unknown_return_type (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[64, 32], pl.FP16],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[32, 16])
        pld.tile.remote_store(tile, target=data, peer=peer, offsets=[0, 0])
