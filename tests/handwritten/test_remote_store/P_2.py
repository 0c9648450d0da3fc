# tests/ut/ir/parser/test_remote_store.py::test_remote_store_threads_args_positionally (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class P:
    @pl.function
    def kernel(
        self,
        data: pld.DistributedTensor[[64, 32], pl.FP32],
        peer: pl.Scalar[pl.INT32],
    ):
        tile = pld.tile.remote_load(data, peer=peer, offsets=[0, 0], shape=[16, 8])
        pld.tile.remote_store(tile, target=data, peer=peer, offsets=[0, 0])
