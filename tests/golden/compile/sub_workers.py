# input of tests/golden/compile/run.sh: HOST SubWorkers, one with a Python body and
# two the runtime must bind (`...`)
import pypto.language as pl


@pl.program
class Subs:
    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def verify(f: pl.Tensor[[128, 128], pl.FP32]):
        import torch

        expected = torch.full((128, 128), 5.0, dtype=torch.float32)
        assert torch.allclose(f, expected)

    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def zlog(f: pl.Tensor[[128, 128], pl.FP32]):
        ...

    @pl.function(level=pl.Level.HOST, role=pl.Role.SubWorker)
    def alog(f: pl.Tensor[[128, 128], pl.FP32]):
        ...

    @pl.function(level=pl.Level.HOST, role=pl.Role.Orchestrator)
    def host_orch(self, x: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[128, 128], pl.FP32]:
        self.verify(x)
        self.zlog(x)
        self.alog(x)
        return x
