# ptoc: parse
# pld.tile.remote_store writes a peer rank's window: its target must be a
# pld.DistributedTensor (test_remote_store.py); an operand left out after
# others given by name is named.
import pypto.language as pl
import pypto.language.distributed as pld

@pl.program
class P:
    @pl.function
    def kernel(self, data: pl.Tensor[[64], pl.FP32], d: pld.DistributedTensor[[64], pl.FP32], peer: pl.Scalar[pl.INT32]):
        tile = pl.tile.load(data, [0], [32])
        pld.tile.remote_store(tile, target=data, peer=peer, offsets=[0])
        t = pld.tile.remote_load(d, peer=peer, offsets=[0])
